"""Reading the user's text files (specs, schedules): one place that turns a missing,
unreadable or non-UTF-8 file into one UserError line."""
from __future__ import annotations

from pathlib import Path

from .errors import UserError


def read_text_file(path: Path, what: str) -> str:
    """A UTF-8 text file's contents; a missing, unreadable or non-UTF-8 file is a UserError."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise UserError(f"{path}: no such {what}") from None
    except IsADirectoryError:
        raise UserError(f"{path}: is a directory, not a {what}") from None
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL byte
        raise UserError(f"{path}: cannot read {what}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise UserError(f"{path}: line {line}: byte 0x{data[exc.start]:02x} is not UTF-8; "
                        f"a {what} must be UTF-8 text") from None
