#!/usr/bin/env bash
# Makes the web shop's Inter (apps/shop/public/assets/fonts): one variable WOFF2 for the four
# weights the shop uses (400 to 700), Latin subset, from Fontsource's variable Inter. Run by hand
# when the font changes, then commit the file (under a new name: it is cached for a year).
# Needs Debian's python3-fonttools and woff2 (apt-get install -y python3-fonttools woff2).
#
# Kept: Fontsource's Latin characters (French accents, œ, €, the narrow no-break space) and the
# OpenType features browsers apply by default (calt, ccmp, locl, kern, mark, mkmk), so text looks
# as with the static weights. Dropped: weights outside 400–700 and the features the shop never
# turns on (tabular, proportional and fraction figures), which only add bytes.
set -euo pipefail
version=5.3.0
out="$(cd "$(dirname "$0")/.." && pwd)/apps/shop/public/assets/fonts/inter-$version/inter-latin-wght-400-700.woff2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "@fontsource-variable/inter@$version" >/dev/null && tar xzf ./*.tgz)
/usr/bin/python3 - "$work/package/files/inter-latin-wght-normal.woff2" "$work/inter.ttf" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

source, target = sys.argv[1], sys.argv[2]
limited = instancer.instantiateVariableFont(TTFont(source), {"wght": (400, 700)})
limited.flavor = None
limited.save(target)  # saved and read back: fontTools 4.38 cannot subset an instanced font in memory
font = TTFont(target)
options = subset.Options()
options.layout_features = ["calt", "ccmp", "locl", "kern", "mark", "mkmk"]
options.name_IDs = ["*"]
options.name_languages = ["*"]
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=font.getBestCmap().keys())
subsetter.subset(font)
font.save(target)
PY
woff2_compress "$work/inter.ttf" >/dev/null
cp "$work/inter.woff2" "$out"
echo "$out: $(stat -c %s "$out") bytes"
