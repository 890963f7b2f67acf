"""One budget for every image a process keeps of boards drawn before (`SALON_IMAGE_MEMORY`).

Kept parts (`regions.PARTS`), the static layers, their crops and palette mappings (`composition`;
a game's own base is only shared kept pieces, `composition.Layer`), sprites, glyph masks (`fonts`),
summaries and the compressed bands of public images' PNGs (`banded_png`) are each a `Kept` store
of the process's one `Memory`: what they keep together stays within its budget, and what goes
first is what was used longest ago, whichever store holds it, an entry used once before one used
again (`Memory`). What every board uses stays, and a game being
played draws its parts on every move, so they stay while those of games no longer drawn go. A
store whose things can be packed (kept compressed, `Packing`: a board's parts) packs the thing
that would go instead, so a game in a rotation of more games than the budget holds unpacks its
parts rather than draws them again. Each rendering thread's canvases (about 10 MB each) come on
top. Less memory only means more drawing: the pixels are the same. Until it is set, a process
keeps `DEFAULT_MEGABYTES`."""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, Protocol, TypeVar

from PIL import Image

MEGABYTE = 1024 * 1024
DEFAULT_MEGABYTES = 240

T = TypeVar("T")
T_contra = TypeVar("T_contra", contravariant=True)


class Memory:
    """Bytes kept by several stores within `budget` together, whichever store holds them.

    An entry starts on probation; used again, it is protected (at most `PROTECTED` of the budget:
    beyond it the protected entry used longest ago goes back on probation). Once over the budget,
    the entry on probation used longest ago goes first, of any store, then the protected one used
    longest ago. So what every board uses (static layers, tiles, glyph masks) stays while a flood
    of entries used once (the boards of games in rotation beyond what the budget holds) comes and
    goes, and a game drawn again soon keeps what it drew. An entry of a store that packs its things
    (`Packing`) is packed rather than dropped, and stays packed until used again, when it is unpacked
    back on probation (a game drawn again after many others, not a thing every board uses); packed
    entries hold at most `PACKED` of the budget, the one used longest ago going first. An entry on
    probation that packs is packed before one that does not goes, however recently used: packed
    again, a part unpacked before costs nothing and frees nearly all it held, while a thing dropped
    is made again (so the glyph masks of a hundred games in rotation stay beside their parts).
    Thread-safe: the bot draws in threads."""

    PROTECTED = 0.75
    PACKED = 0.5  # at most this share of the budget holds packed things

    def __init__(self, budget: int):
        self._budget = budget
        self._bytes = 0
        # (store, key) -> its bytes, the least recently used first
        self._probation: OrderedDict[tuple[Kept, Hashable], int] = OrderedDict()
        self._packable: OrderedDict[tuple[Kept, Hashable], None] = OrderedDict()  # those on probation that pack
        self._protected: OrderedDict[tuple[Kept, Hashable], int] = OrderedDict()
        self._protected_bytes = 0
        self._packed: OrderedDict[tuple[Kept, Hashable], int] = OrderedDict()
        self._packed_bytes = 0
        # reentrant: dropping a static layer calls back to drop what was kept of it (`composition`)
        self.lock = threading.RLock()

    @property
    def budget(self) -> int:
        return self._budget

    @budget.setter
    def budget(self, budget: int) -> None:
        with self.lock:
            self._budget = budget
            self._demote_beyond_share()
            self._drop_beyond_budget()

    @property
    def bytes(self) -> int:
        return self._bytes

    def entries(self) -> list[tuple[Kept, Hashable]]:
        """Every entry, the first to go first."""
        with self.lock:
            return [*self._packed, *self._probation, *self._protected]

    def used(self, store: Kept, key: Hashable) -> None:
        entry = (store, key)
        if entry in self._protected:
            self._protected.move_to_end(entry)
            return
        if entry in self._packed:  # back on probation: a game drawn again after many others
            packed = self._packed.pop(entry)
            self._packed_bytes -= packed
            assert store.packing is not None
            size = store.packing.unpack(store.items[key])
            self._bytes += size - packed
            store.bytes += size - packed
            self._on_probation(entry, size)
            self._drop_beyond_budget(spare=entry)
            return
        size = self._off_probation(entry)
        self._protected[entry] = size
        self._protected_bytes += size
        self._demote_beyond_share()

    def added(self, store: Kept, key: Hashable, size: int) -> None:
        self._on_probation((store, key), size)
        self._bytes += size
        store.bytes += size
        self._drop_beyond_budget(spare=(store, key))

    def removed(self, store: Kept, key: Hashable) -> None:
        entry = (store, key)
        if entry in self._protected:
            size = self._protected.pop(entry)
            self._protected_bytes -= size
        elif entry in self._packed:
            size = self._packed.pop(entry)
            self._packed_bytes -= size
        else:
            size = self._off_probation(entry)
        self._bytes -= size
        store.bytes -= size

    def _demote_beyond_share(self) -> None:
        while self._protected_bytes > self._budget * self.PROTECTED and self._protected:
            entry, size = self._protected.popitem(last=False)
            self._protected_bytes -= size
            self._on_probation(entry, size)

    def _on_probation(self, entry: tuple[Kept, Hashable], size: int) -> None:
        self._probation[entry] = size
        if entry[0].packing is not None:
            self._packable[entry] = None

    def _off_probation(self, entry: tuple[Kept, Hashable]) -> int:
        self._packable.pop(entry, None)
        return self._probation.pop(entry)

    def _drop_beyond_budget(self, spare: tuple[Kept, Hashable] | None = None) -> None:
        """Over the budget, the next entry out (`_next_out`) is packed when its store packs things,
        else it goes; packed entries go, the one used longest ago first, once they hold more than
        their share of the budget or nothing else is left. `spare`: the entry just kept or unpacked,
        which its caller is about to use (a thing packed in place would be unpacked again outside
        the budget), goes only when nothing else is left."""
        while self._bytes > self._budget:
            if self._packed and (self._packed_bytes > self._budget * self.PACKED or not self._unpacked()):
                (store, key), size = self._packed.popitem(last=False)
                self._packed_bytes -= size
                self._forget(store, key, size)
                continue
            entry = self._next_out(spare)
            if entry is None:
                return
            store, key = entry
            if entry in self._probation:
                size = self._off_probation(entry)
            else:
                size = self._protected.pop(entry)
                self._protected_bytes -= size
            packed = store.packing.pack(store.items[key]) if store.packing is not None else None
            if packed is None:
                self._forget(store, key, size)
            else:
                self._packed[entry] = packed
                self._packed_bytes += packed
                self._bytes += packed - size
                store.bytes += packed - size

    def _next_out(self, spare: tuple[Kept, Hashable] | None) -> tuple[Kept, Hashable] | None:
        """The entry on probation that packs used longest ago, else the one on probation used
        longest ago, else the protected one used longest ago; `spare` only when no other is left."""
        for queue in (self._packable, self._probation, self._protected):
            for entry in queue:
                if entry != spare:
                    return entry
        return spare if spare in self._probation or spare in self._protected else None

    def bytes_of(self, entries) -> int:
        """What these entries (store, key) hold now, packed ones as packed; 0 for those gone."""
        with self.lock:
            queues = (self._probation, self._protected, self._packed)
            return sum(next((queue[entry] for queue in queues if entry in queue), 0) for entry in entries)

    def _unpacked(self) -> bool:
        return bool(self._probation or self._protected)

    def _forget(self, store: Kept, key: Hashable, size: int) -> None:
        self._bytes -= size
        store.bytes -= size
        del store.items[key]


class Packing(Protocol[T_contra]):
    """How a store's things are packed in place, for less memory, and unpacked when used again."""

    def pack(self, thing: T_contra) -> int | None:
        """Pack `thing`; the bytes it holds packed, or None when packing would not save memory."""

    def unpack(self, thing: T_contra) -> int:
        """Unpack `thing` for use; the bytes it holds then."""


class Kept(Generic[T]):
    """One kind of kept thing (parts, static layers, glyph masks...), within `memory`'s budget;
    with `packing`, a thing that would go is packed instead (while packed things have room)."""

    def __init__(self, name: str, memory: Memory | None = None, packing: Packing[T] | None = None):
        self.name = name
        self.packing = packing
        self.memory = memory or MEMORY
        self.items: dict[Hashable, T] = {}
        self.bytes: int = 0  # what its entries hold, within the memory's budget

    def get(self, key: Hashable) -> T | None:
        """The thing kept under `key` (now the most recently used of the memory), or None."""
        with self.memory.lock:
            kept = self.items.get(key)
            if kept is not None:
                self.memory.used(self, key)
            return kept

    def put(self, key: Hashable, thing: T, size: int) -> None:
        """Keep `thing` (of `size` bytes) under `key`: less recently used things of any store go
        once the memory holds more than its budget. A thing more than the whole budget is not kept."""
        with self.memory.lock:
            if key in self.items:
                self.memory.removed(self, key)
                del self.items[key]
            if size <= self.memory.budget:
                self.items[key] = thing
                self.memory.added(self, key, size)

    def kept(self, key: Hashable, make: Callable[[], T], size: Callable[[T], int]) -> T:
        """The thing kept under `key`, made by `make()` (outside the lock) and kept when missing."""
        thing = self.get(key)
        if thing is None:
            thing = make()
            self.put(key, thing, size(thing))
        return thing

    def discard(self, key: Hashable) -> None:
        with self.memory.lock:
            if key in self.items:
                self.memory.removed(self, key)
                del self.items[key]

    def clear(self) -> None:
        with self.memory.lock:
            for key in list(self.items):
                self.memory.removed(self, key)
            self.items.clear()

    def __len__(self) -> int:
        return len(self.items)

    def __repr__(self) -> str:
        return f"Kept({self.name!r}: {len(self.items)} entries, {self.bytes} bytes)"


def image_bytes(image: Image.Image) -> int:
    """What Pillow holds for an image: 4 bytes a pixel in RGB and RGBA, 1 in L, P and 1."""
    return image.width * image.height * (4 if image.mode in ("RGB", "RGBA", "RGBX", "I", "F") else 1)


def kept_function(name: str, size: Callable[[Any], int]):
    """A decorator: the function's results kept per arguments in a `Kept` store of the process's
    memory, `size(result)` bytes each (`functools.lru_cache` by bytes, within the one budget).
    The arguments must be hashable; `.cache_clear()` forgets every result."""

    def decorate(function: Callable[..., T]) -> Callable[..., T]:
        store: Kept[T] = Kept(name)

        @functools.wraps(function)
        def keeping(*args: Hashable) -> T:
            return store.kept(args, lambda: function(*args), size)

        keeping.cache_clear = store.clear  # type: ignore[attr-defined]
        keeping.kept = store  # type: ignore[attr-defined]
        return keeping

    return decorate


MEMORY = Memory(DEFAULT_MEGABYTES * MEGABYTE)


def keep_at_most(megabytes: int) -> None:
    """Bound what this process keeps of boards drawn before to `megabytes` (0: keep nothing)."""
    MEMORY.budget = megabytes * MEGABYTE


def kept_bytes() -> int:
    return MEMORY.bytes
