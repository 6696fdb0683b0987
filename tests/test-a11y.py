#!/usr/bin/python3
# test-a11y.py: every control of the force editor has a name a screen reader reads, and takes the keyboard.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-a11y.py MUSTER FORCE.muster [--tap]
#
# Run by tests/run-ui-test.sh with MUSTER_TEST_A11Y=atspi: starts Muster on
# a real force and walks its accessibility tree through AT-SPI.  Lists and
# list items that libadwaita builds inside its own widgets (a combo row's
# popover, an expander row's inner list, a toast's close button) are not
# Muster's to name and are left out.  Prints TAP.
import os
import subprocess
import sys
import time

try:
    import pyatspi
except ImportError:
    print("1..0 # pyatspi is missing: install python3-pyatspi (build-aux/muster.sh does)")
    sys.exit(1)

CONTROLS = {"push button", "toggle button", "check box", "text", "entry", "spin button",
            "combo box", "switch", "radio button", "slider", "list item"}


# Under a sanitizer Muster starts many times slower (meson's default test
# setup says how much slower in MUSTER_TEST_SLOWDOWN).
SLOWDOWN = float(os.environ.get("MUSTER_TEST_SLOWDOWN", "1"))


def find_app(name, timeout=20):
    deadline = time.time() + timeout * SLOWDOWN
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name and app.childCount > 0:
                return app
        time.sleep(0.2)
    return None


def label_of(obj):
    name = obj.name or ""
    if name and not name.startswith(("Gtk", "Adw")):
        return name
    for rel in obj.getRelationSet():
        if rel.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            return " ".join(rel.getTarget(i).name for i in range(rel.getNTargets()))
    return ""


def libadwaita_internal(path):
    joined = " > ".join(path)
    return ("AdwToastWidget" in joined or "list:GtkListView" in joined
            or "combo box:" in joined)


def focusable_within(obj):
    if obj.getState().contains(pyatspi.STATE_FOCUSABLE):
        return True
    return any(obj.getChildAtIndex(i) is not None and focusable_within(obj.getChildAtIndex(i))
               for i in range(obj.childCount))


def walk(obj, path, out):
    try:
        role = obj.getRoleName()
        name = obj.name or ""
    except Exception:
        return
    here = path + [f"{role}:{name[:30]}"]
    if role in CONTROLS and not libadwaita_internal(path):
        out.append((obj, role, here))
    for i in range(obj.childCount):
        child = obj.getChildAtIndex(i)
        if child is not None:
            walk(child, here, out)


def main():
    muster, force = [a for a in sys.argv[1:] if a != "--tap"][:2]
    proc = subprocess.Popen([muster, force])
    try:
        app = find_app("muster")
        if app is None:
            print("1..1\nnot ok 1 Muster appeared on the accessibility bus")
            return 1
        # The force is imported and laid out.
        controls = []
        for _ in range(int(50 * SLOWDOWN)):
            controls = []
            walk(app, [], controls)
            if any(label_of(c) == "Supply dice: 8 (2 + 5 generals + 2 Exceptional − 1 Incompetent)"
                   for c, _, _ in controls) or len(controls) > 60:
                break
            time.sleep(0.2)

        unnamed = [(role, " > ".join(path[-3:])) for obj, role, path in controls if not label_of(obj)]
        # A GtkMenuButton is not focusable itself: the toggle inside it is.
        unfocusable = [(role, label_of(obj)) for obj, role, path in controls
                       if role != "list item" and obj.getState().contains(pyatspi.STATE_SENSITIVE)
                       and not focusable_within(obj)]
        # Each sub-general's row says who he is, not only "Sub-general".
        names = [label_of(c) for c, _, _ in controls]
        subgenerals = sorted(set(n.split(" Sub-general")[0] for n in names if n.startswith("Sub-general ")))
        bare = [n for n in names if n == "Sub-general"]
        wanted = ["Sub-general Legrand", "Sub-general Margaron", "Sub-general Saint-Hilaire",
                  "Sub-general Vandamme"]
        # A name as read aloud: no mnemonic underscore, no widget type, no
        # word said twice ("Dismiss Dismiss").
        import re
        badly_named = []
        for obj, role, path in controls:
            label = label_of(obj)
            words = label.split()
            if (re.search(r"(^|\s)_\w", label) or re.search(r"\b(Gtk|Adw)[A-Z]", label)
                    or any(a == b for a, b in zip(words, words[1:]))):
                badly_named.append((role, label + "  @ " + " > ".join(path[-4:])))
        print("1..5")
        print(("ok" if len(controls) > 60 else "not ok") + f" 1 the editor shows its controls ({len(controls)})")
        print(("ok" if not unnamed else "not ok") + " 2 every control has a name")
        for role, where in unnamed:
            print(f"# unnamed {role}: {where}")
        print(("ok" if not unfocusable else "not ok") + " 3 every control takes the keyboard")
        for role, name in unfocusable:
            print(f"# not focusable {role}: {name}")
        print(("ok" if subgenerals == wanted and not bare else "not ok")
              + " 4 every sub-general's row names him")
        if subgenerals != wanted or bare:
            print(f"# sub-general rows: {subgenerals}, unnamed: {len(bare)}")
            for c, role, path in controls:
                if label_of(c) == "Sub-general":
                    print("# " + role + ": " + " > ".join(path[-4:]))
        print(("ok" if not badly_named else "not ok")
              + " 5 every name reads aloud well: no underscore, no widget type, no word twice")
        for role, label in badly_named:
            print(f"# badly named {role}: {label!r}")
        return 0 if (len(controls) > 60 and not unnamed and not unfocusable
                     and subgenerals == wanted and not bare and not badly_named) else 1
    finally:
        proc.terminate()
        proc.wait()


sys.exit(main())
