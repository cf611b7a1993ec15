"""The arcade's entries: one package per entry, each declaring its ``ENTRY`` spec."""
