# Sourced by .ci/run, .ci/postgres.sh and .ci/cpu-of.sh: CPU accounting by cgroup. A process
# placed in a cgroup takes every process it starts along, so a cgroup's CPU time is that of a
# whole process tree — Chromium's renderers, esbuild, a server's forks, the ones nobody waits
# for — which per-process figures (`/usr/bin/time`, .ci/cpu-meter.cjs) cannot see. Needs root
# and either cgroup v1's cpuacct hierarchy or cgroup v2; elsewhere every function does nothing.

# The mount whose cgroups count CPU time (empty when there is none we may write to).
cpu_cgroup_mount() {
  local mount
  for mount in /sys/fs/cgroup/cpuacct /sys/fs/cgroup /sys/fs/cgroup/unified; do
    if [ -w "$mount" ] && { [ -f "$mount/cpuacct.usage" ] || [ -f "$mount/cpu.stat" ]; }; then
      echo "$mount"
      return
    fi
  done
}

# Moves the process $2 (default: this shell) into the cgroup $1, creating it.
cpu_cgroup_join() {
  mkdir -p "$1" 2>/dev/null && echo "${2:-$$}" >"$1/cgroup.procs" 2>/dev/null
}

# The CPU seconds counted in the cgroup $1 (and the ones below it).
cpu_cgroup_seconds() {
  if [ -f "$1/cpuacct.usage" ]; then
    awk '{ printf "%.1f", $1 / 1e9 }' "$1/cpuacct.usage"
  elif [ -f "$1/cpu.stat" ]; then
    awk '/^usage_usec/ { printf "%.1f", $2 / 1e6 }' "$1/cpu.stat"
  fi
}

# Moves this shell back to the top of the mount $1 and removes the cgroup $2 with the ones
# below it; a cgroup a process still runs in stays (its path is printed).
cpu_cgroup_remove() {
  echo $$ >"$1/cgroup.procs" 2>/dev/null || true
  find "$2" -depth -type d 2>/dev/null | while read -r dir; do
    rmdir "$dir" 2>/dev/null || echo "cgroups: $dir still has processes" >&2
  done
}
