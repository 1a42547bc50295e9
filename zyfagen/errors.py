"""Error types. `UserError` is a mistake in the user's input: one line, exit status 2."""
from __future__ import annotations


class UserError(Exception):
    """A bad input from the user. The message is one line naming where and what."""

    exit_status = 2

    def __init__(self, message: str) -> None:
        super().__init__(message.replace("\n", " "))


class ToolchainError(UserError):
    """A required LLVM tool is missing or failed."""


class AssemblerError(UserError):
    """clang rejected the generated assembly."""


class EmitError(UserError):
    """The emitter was asked to emit something the ISA table does not describe."""


class RegisterLimitError(UserError):
    """The program needs more registers than the target has."""
