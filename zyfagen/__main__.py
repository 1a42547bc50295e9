import sys

try:
    from .cli import main
except KeyboardInterrupt:  # Ctrl-C while Python is still starting: no traceback either
    sys.exit(130)

sys.exit(main())
