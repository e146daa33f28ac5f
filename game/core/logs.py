"""The program's log: warnings and errors of every logger, kept in a small rotating file.

``configure(path)`` is called once, at the start of the program (``game.cli.main``
through ``game.resources.start_log``). Modules log as usual with
``logging.getLogger(__name__)``; what reaches WARNING goes to the file, as do Python
warnings and exceptions nobody caught (in the main thread or another one).
"""

from __future__ import annotations

import logging
import sys
import threading
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from game.core.i18n import t

LOG_NAME = "seneschal.log"
#: The file is rotated at this size, keeping BACKUPS older files: at most ~1.5 MB.
MAX_BYTES = 512 * 1024
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_log = logging.getLogger(__name__)


class LogFile(RotatingFileHandler):
    """A rotating log file that, when it cannot write, says so once on stderr in one
    line instead of printing a traceback for every record."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:
        if self.failed:
            return
        self.failed = True
        error = sys.exc_info()[1]
        said = t("core.log.cannot_write", file=self.baseFilename, error=str(error))
        sys.stderr.write(f"seneschal: {said}\n")  # words: not shown


def current() -> Path | None:
    """The log file configured in this process, or None."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, LogFile):
            return Path(handler.baseFilename)
    return None


def configure(path: Path, level: int = logging.WARNING) -> Path | None:
    """Send ``level`` and above from every logger to the file ``path`` (its folder must
    exist), rotated at MAX_BYTES. Once per process: a later call keeps the first file
    and returns it. Returns None, with one line on stderr saying why, when the file
    cannot be opened; the program then runs without a log."""
    already = current()
    if already is not None:
        return already
    try:
        handler = LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as exc:
        reason = str(exc.strerror or exc)
        said = t("core.log.cannot_open", file=str(path), error=reason)
        sys.stderr.write(f"seneschal: {said}\n")  # words: not shown
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    logging.captureWarnings(True)
    _log_uncaught_exceptions()
    return path


def _log_uncaught_exceptions() -> None:
    """Record exceptions nobody caught in the log, then let the usual hooks report them."""
    previous = sys.excepthook
    previous_thread = threading.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            _log.critical("uncaught exception", exc_info=(kind, error, trace))
        previous(kind, error, trace)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is not SystemExit and args.exc_value is not None:
            name = args.thread.name if args.thread is not None else "?"
            _log.critical(
                "uncaught exception in thread %s", name, exc_info=(args.exc_type, args.exc_value, args.exc_traceback)
            )
        previous_thread(args)

    sys.excepthook = hook
    threading.excepthook = thread_hook
