"""`make load`: many whole calls at once on the real stack, over Retell's custom-LLM socket (see __main__)."""
