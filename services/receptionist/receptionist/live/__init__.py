"""Calls answered live by our conversation engine: the voice provider's custom-LLM WebSocket (providers.md §5).
The provider does the telephony, speech recognition and speech; each response it asks for is one caller turn of the
same engine the simulated line runs, its functions called through the same signed endpoints."""
