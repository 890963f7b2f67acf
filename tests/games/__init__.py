"""Games that exist for the test run only, registered by tests/conftest.py (never in production)."""
