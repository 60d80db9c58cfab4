// The one source of the targets that own the test programs' shared precompiled headers
// (tests/support/CMakeLists.txt): CMake makes a precompiled header as part of a target with
// a source; the programs reuse it.
