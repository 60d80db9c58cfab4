# robodash_add_qtest(NAME SOURCES file... LIBRARIES lib... [TIMEOUT seconds])
# One Qt Test executable registered with CTest; every test runs offscreen.
function(robodash_add_qtest name)
    cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;LIBRARIES" ${ARGN})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 120)
    endif()
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBRARIES})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        TIMEOUT ${ARG_TIMEOUT}
        # ROBODASH_NETWORK_DISCOVERY=0: no window of a test looks for robots on the real
        # network (app/gui/NetworkRobotList.h); the network tests name loopback themselves.
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=qt.qpa.*=false;ROBODASH_NETWORK_DISCOVERY=0")
endfunction()

# robodash_test_not_built(NAME REASON)
# A test that cannot be built here for lack of a dependency. Said at configure time; with
# ROBODASH_REQUIRE_ALL_TESTS (scripts/test sets it under CI) it stops the build instead, so a
# test never disappears silently from a run that is meant to prove everything.
function(robodash_test_not_built name reason)
    if(ROBODASH_REQUIRE_ALL_TESTS)
        message(FATAL_ERROR "${name} cannot be built: ${reason}. "
                            "ROBODASH_REQUIRE_ALL_TESTS is on (CI): install it (scripts/install-deps).")
    endif()
    message(WARNING "${name} is not built: ${reason}")
endfunction()
