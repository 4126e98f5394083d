#!/usr/bin/env bash
# Runs a command in a cgroup of its own and prints the CPU seconds of its WHOLE process tree
# (.ci/cgroups.sh) with its wall seconds and the load average, then exits with its status. For
# measuring one suite or script on a shared machine, where wall time says little:
#
#   .ci/cpu-of.sh LABEL COMMAND [ARGS...]
#   .ci/cpu-of.sh e2e-routing node apps/console/e2e/run.mjs --no-build e2e/routing.e2e.ts
set -uo pipefail
# shellcheck source=.ci/cgroups.sh
source "$(dirname "$0")/cgroups.sh"
label="$1"
shift
mount="$(cpu_cgroup_mount)"
group="$mount/canvass-cpu-of-$$"
if [ -z "$mount" ] || ! cpu_cgroup_join "$group"; then
  echo "cpu-of $label: no cgroup to count CPU in here; not measured" >&2
  exec "$@"
fi
started=$(date +%s.%N)
"$@"
status=$?
ended=$(date +%s.%N)
cpu="$(cpu_cgroup_seconds "$group")"
echo "cpu-of $label: ${cpu} CPU s, $(awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.1f", b - a }') s wall, load $(cut -d' ' -f1-3 /proc/loadavg)"
cpu_cgroup_remove "$mount" "$group"
exit "$status"
