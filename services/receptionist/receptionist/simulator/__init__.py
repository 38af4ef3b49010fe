"""The local voice provider's call side: simulated calls that behave as Retell does towards Ringbook."""
