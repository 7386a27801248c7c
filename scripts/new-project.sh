#!/usr/bin/env bash
# Starts a Swift package that uses SDLViews, in one command.
#
#   bash scripts/new-project.sh NAME [--game|--app] [--dir DIR] [--url URL [--from VERSION]]
#
#   --game   (default) a game with its own SDL loop, hosting an SDLViews HUD and
#            pause menu (host mode), with a headless test of the pause menu.
#   --app    a windowed UIKit-style app: an AppDelegate, a navigation
#            controller and a table, with a headless test of the navigation.
#   --dir    where to write it (default: ./NAME); the folder must not exist.
#   --url    depend on SDLViews by git URL (default: by path, this checkout).
#   --from   the version for --url (default: the main branch).
#
# Then: cd NAME && swift test && swift run
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; }
fail() { echo "new-project.sh: $1" >&2; exit 2; }

name="" kind=game dir="" url="" from=""
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --game) kind=game ;;
    --app) kind=app ;;
    --dir) [ $# -ge 2 ] || fail "--dir needs a folder"; dir="$2"; shift ;;
    --url) [ $# -ge 2 ] || fail "--url needs a URL"; url="$2"; shift ;;
    --from) [ $# -ge 2 ] || fail "--from needs a version"; from="$2"; shift ;;
    -*) fail "unknown option '$1' (try --help)" ;;
    *) [ -z "$name" ] || fail "one NAME only (got '$name' and '$1')"; name="$1" ;;
  esac
  shift
done
[ -n "$name" ] || { usage >&2; exit 2; }
[[ "$name" =~ ^[A-Za-z][A-Za-z0-9_-]*$ ]] || fail "NAME must start with a letter and hold only letters, digits, - and _"
[ -z "$from" ] || [ -n "$url" ] || fail "--from goes with --url"
dir="${dir:-$name}"
[ ! -e "$dir" ] || fail "'$dir' already exists"

# A Swift module name: the NAME's parts between - and _, each starting upper-case.
module=""
IFS='_-' read -ra parts <<< "$name"
for part in "${parts[@]}"; do
  module+="$(tr '[:lower:]' '[:upper:]' <<< "${part:0:1}")${part:1}"
done

if [ -n "$url" ]; then
  # A package's identity is the last part of its URL, without .git.
  package="$(basename "$url" .git)"
  if [ -n "$from" ]; then
    dependency=".package(url: \"$url\", from: \"$from\")"
  else
    dependency=".package(url: \"$url\", branch: \"main\")"
  fi
else
  # A package's identity is its folder's name.
  package="$(basename "$here")"
  dependency=".package(path: \"$here\")"
fi

template="$here/scripts/templates/$kind"
mkdir -p "$dir"
(cd "$template" && find . -type f) | while read -r file; do
  target="$dir/${file//__MODULE__/$module}"
  mkdir -p "$(dirname "$target")"
  sed -e "s|__DEPENDENCY__|$dependency|g" -e "s|__PKG__|$package|g" \
      -e "s|__MODULE__|$module|g" -e "s|__NAME__|$name|g" "$template/$file" > "$target"
done
cat > "$dir/.gitignore" <<'EOF'
.build/
EOF
echo "new-project.sh: wrote the $kind '$name' in $dir (module $module)."
echo "  cd $dir && swift test && swift run"
