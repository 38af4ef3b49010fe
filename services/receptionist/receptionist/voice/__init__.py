"""Voice-provider adapters behind one port: Retell (real HTTP) and the local provider (the default, offline)."""
