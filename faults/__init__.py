"""`make faults`: the product under faults (NATS, a service, PostgreSQL going away mid-load), checked end to end."""
