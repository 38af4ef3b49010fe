"""`make evals`: receptionist scenarios run against the whole product on the simulated line, graded on the end
state (evals/README.md)."""
