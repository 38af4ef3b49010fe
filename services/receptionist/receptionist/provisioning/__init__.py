"""Provisioning the tenant's voice agent: the prompt and tools, a durable saga of provider steps, the worker that
runs it, and keeping the prompt in step with the salon."""
