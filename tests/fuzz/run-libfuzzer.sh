#!/usr/bin/env bash
# run-libfuzzer.sh FUZZER SCRATCH_DIR SEED_DIR [libFuzzer options...]
# Runs FUZZER with a fresh scratch folder for the inputs it finds, reading the seeds.
set -euo pipefail
fuzzer=$1 scratch=$2 seeds=$3
shift 3
rm -rf "$scratch"
mkdir -p "$scratch"
exec "$fuzzer" "$scratch" "$seeds" "$@"
