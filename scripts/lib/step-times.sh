# Sourced by scripts/test and scripts/package: `timed NAME COMMAND...` runs the command and,
# when ROBODASH_STEP_TIMES names a file (scripts/ci-fresh-debian sets it), appends
# "NAME<TAB>seconds<TAB>exit status" to it, so CI's time is known step by step
# (scripts/ci-times reads it). The command's own exit status is kept.
timed() {
    local name=$1 started=$SECONDS status=0
    shift
    "$@" || status=$?
    if [ -n "${ROBODASH_STEP_TIMES:-}" ]; then
        printf '%s\t%d\t%d\n' "$name" $((SECONDS - started)) "$status" >>"$ROBODASH_STEP_TIMES"
    fi
    return "$status"
}
