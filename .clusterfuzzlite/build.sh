#!/bin/bash -eu
# ClusterFuzzLite entry point: the project's OSS-Fuzz build script.
exec "$SRC/aclcts/fuzz/build.sh"
