#!/usr/bin/env python3
# The Flatpak manifest: it parses (with flatpak-builder where installed),
# builds Muster from this tree on a supported GNOME runtime, and asks for no
# more of the sandbox than Muster needs: a display, the network (the club
# server), no access to the home folder (files come and go through the
# document portal; printing goes through the print portal).
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import shutil
import subprocess
import sys

manifest_path, app_id = sys.argv[1], sys.argv[2]

if shutil.which('flatpak-builder'):
    shown = subprocess.run(['flatpak-builder', '--show-manifest', manifest_path],
                           capture_output=True, text=True)
    if shown.returncode != 0:
        sys.exit(f'flatpak-builder cannot read {manifest_path}: {shown.stderr.strip()}')
    manifest = json.loads(shown.stdout)
else:
    print('flatpak-builder is not installed: checking the manifest as JSON only')
    manifest = json.load(open(manifest_path))

problems = []
def want(cond, what):
    if not cond:
        problems.append(what)

want(manifest.get('id', manifest.get('app-id')) == app_id, f'the id is {app_id}')
want(manifest.get('runtime') == 'org.gnome.Platform', 'the runtime is org.gnome.Platform')
want(manifest.get('runtime-version') == '49', 'the runtime version is 49, a supported GNOME runtime')
want(manifest.get('sdk') == 'org.gnome.Sdk', 'the SDK is org.gnome.Sdk')
want(manifest.get('command') == 'muster', 'the command is muster')

args = manifest.get('finish-args', [])
for needed in ('--socket=wayland', '--socket=fallback-x11', '--share=ipc', '--share=network'):
    want(needed in args, f'finish-args has {needed}')
for arg in args:
    want(not arg.startswith('--filesystem'), f'no file-system access ({arg})')
    want(not arg.startswith('--talk-name=org.freedesktop.Flatpak'), 'no way out of the sandbox')

modules = manifest.get('modules', [])
# The club server's client library and the QR codes' are not in the
# runtime: each is built, from a checksummed archive.
for needed in ('libpq', 'libqrencode'):
    module = next((m for m in modules if isinstance(m, dict) and m.get('name') == needed), None)
    want(module is not None, f'{needed} is built as a module')
    if module is not None:
        want(all(s.get('sha256') for s in module.get('sources', []) if s.get('type') == 'archive'),
             f'{needed} comes from a checksummed archive')
want(len(modules) >= 1 and modules[-1].get('name') == 'muster', 'the last module is muster')
if modules:
    last = modules[-1]
    want(last.get('buildsystem') == 'meson', 'muster builds with meson')
    want(any(s.get('type') == 'dir' and s.get('path') == '..' for s in last.get('sources', [])),
         'muster builds from this tree')

if problems:
    sys.exit(f'{manifest_path}: ' + '; '.join(problems))
print(f'{manifest_path}: {len(args)} sandbox permissions, all needed')
