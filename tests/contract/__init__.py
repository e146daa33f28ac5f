"""The contract suite: every registered game keeps the promises of ``GameRules``."""
