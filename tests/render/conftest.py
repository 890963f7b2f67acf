import sys
from pathlib import Path

# The view builders beside the tests (spectaculum_views, spectaculum_games).
sys.path.insert(0, str(Path(__file__).parent))
