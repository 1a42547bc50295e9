"""Reading the user's files (specs, schedules, layouts, code objects, argument archives): one
place that turns a missing, unreadable, non-regular, oversized or non-UTF-8 file into one
UserError line. A FIFO would block the read for ever and /dev/zero never ends, so only a
regular file of a bounded size is read."""
from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import UserError


MAX_TEXT_BYTES = 16 << 20  # specs, schedules and layouts are kilobytes
MAX_BINARY_BYTES = 1 << 30  # code objects (AITER's largest are megabytes) and argument archives


def check_regular_file(path: Path, what: str, limit: int = MAX_BINARY_BYTES) -> int:
    """The size of `path`, a regular file of at most `limit` bytes (checked without opening it:
    opening a FIFO blocks); else a UserError."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise UserError(f"{path}: no such {what}") from None
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL byte
        raise UserError(f"{path}: cannot read {what}: {getattr(exc, 'strerror', None) or exc}") from None
    if stat.S_ISDIR(st.st_mode):
        raise UserError(f"{path}: is a directory, not a {what}")
    if not stat.S_ISREG(st.st_mode):
        raise UserError(f"{path}: not a regular file (a device, FIFO or socket); a {what} must be a file")
    if st.st_size > limit:
        raise UserError(f"{path}: {st.st_size} bytes; allowed: a {what} of at most {limit} bytes")
    return st.st_size


def read_binary_file(path: Path, what: str, limit: int = MAX_BINARY_BYTES) -> bytes:
    """A regular file's bytes (at most `limit`); anything else is one UserError line."""
    check_regular_file(path, what, limit)
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except (OSError, ValueError) as exc:
        raise UserError(f"{path}: cannot read {what}: {getattr(exc, 'strerror', None) or exc}") from None
    if len(data) > limit:  # grew since the check
        raise UserError(f"{path}: more than {limit} bytes; allowed: a {what} of at most {limit} bytes")
    return data


def read_text_file(path: Path, what: str) -> str:
    """A UTF-8 text file's contents; a missing, unreadable or non-UTF-8 file is a UserError."""
    try:
        data = read_binary_file(path, what, MAX_TEXT_BYTES)
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
