# robodash_add_qtest(NAME SOURCES file... LIBRARIES lib... [TIMEOUT seconds]
#                    [PROGRAM program] [OWN_PROGRAM])
# One Qt Test class registered with CTest as NAME; every test runs offscreen.
#
# The classes of a folder share one test program (tests_<folder>, or PROGRAM): it is built,
# moc'ed and linked once instead of once a class, and `tests_app tst_main_window [options]`
# runs one class as its own program did (tests/support). NAME is also an INTERFACE library
# that carries the class's own settings to its program: target_compile_definitions(NAME
# INTERFACE ...), target_include_directories(NAME INTERFACE ...), add_dependencies(NAME ...).
# A program's classes share its definitions and libraries, so a class that must not (its own
# main, or an __asan_default_options of its own) has OWN_PROGRAM or another PROGRAM.
# With ROBODASH_TEST_PROGRAMS off every class is its own program, as before.
option(ROBODASH_TEST_PROGRAMS "Link each test folder's Qt Test classes into one program" ON)
option(ROBODASH_TEST_PCH "Precompile the Qt headers once for all test programs (two headers)" ON)
# Unity batches of test sources: 8 test classes compiled as one source share the parsing of
# the project's headers and the instantiation of Qt Test's templates (four widget tests: 42 s
# apart, 15 s as one). Each test file keeps its names apart in a namespace of its own (named
# after the file, closed before its .moc), so two files may both have a kTimeoutMs.
option(ROBODASH_TEST_UNITY "Compile each test program's sources in batches of 8" ON)
set(ROBODASH_TEST_PROGRAM_FLAGS "" CACHE STRING
    "Compiler flags of the test programs' own sources only (scripts/test: -O0)")

function(robodash_add_qtest name)
    cmake_parse_arguments(ARG "OWN_PROGRAM" "TIMEOUT;PROGRAM" "SOURCES;LIBRARIES" ${ARGN})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 120)
    endif()
    add_library(${name} INTERFACE)
    target_link_libraries(${name} INTERFACE Qt6::Test ${ARG_LIBRARIES})
    list(GET ARG_SOURCES 0 testSource)
    get_filename_component(className ${testSource} NAME_WE)
    if(ARG_OWN_PROGRAM OR NOT ROBODASH_TEST_PROGRAMS)
        add_executable(${name}_program ${ARG_SOURCES})
        set_target_properties(${name}_program PROPERTIES OUTPUT_NAME ${name})
        target_link_libraries(${name}_program PRIVATE ${name})
        if(NOT ARG_OWN_PROGRAM)
            # A class's QTEST_MAIN sits in its file's namespace: it registers the class, and
            # the program's main() is TestProgramMain's, as in a folder's program.
            target_compile_options(${name}_program PRIVATE
                "SHELL:-include ${PROJECT_SOURCE_DIR}/tests/support/TestProgramEntry.h")
        endif()
        # A program with a main of its own still uses the shared helpers (DdsTestDomain): the
        # linker takes TestProgramMain's main only where none is defined.
        target_link_libraries(${name}_program PRIVATE robodash_test_program)
        add_test(NAME ${name} COMMAND ${name}_program)
    else()
        if(NOT ARG_PROGRAM)
            file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
            string(REPLACE "/" "_" ARG_PROGRAM ${folder})
        endif()
        robodash_test_program(${ARG_PROGRAM})
        # A helper two classes of a program both list is compiled into it once.
        get_target_property(programSources ${ARG_PROGRAM} SOURCES)
        foreach(source ${ARG_SOURCES})
            get_filename_component(source ${source} ABSOLUTE)
            if(NOT source IN_LIST programSources)
                target_sources(${ARG_PROGRAM} PRIVATE ${source})
                list(APPEND programSources ${source})
            endif()
        endforeach()
        target_link_libraries(${ARG_PROGRAM} PRIVATE ${name})
        add_test(NAME ${name} COMMAND ${ARG_PROGRAM} ${className})
    endif()
    set_tests_properties(${name} PROPERTIES
        TIMEOUT ${ARG_TIMEOUT}
        # ROBODASH_NETWORK_DISCOVERY=0: no window of a test looks for robots on the real
        # network (app/gui/NetworkRobotList.h); the network tests name loopback themselves.
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=qt.qpa.*=false;ROBODASH_NETWORK_DISCOVERY=0")
endfunction()

# The program of a folder's test classes, made when its first class is added.
function(robodash_test_program program)
    if(TARGET ${program})
        return()
    endif()
    add_executable(${program})
    # Each class's QTEST_MAIN registers it instead of defining main() (tests/support). Most of
    # a test's compile time is parsing the Qt headers (5 of 7 s for tst_main_window), so they
    # are precompiled once for all programs (two headers: with and without Qt Widgets), with
    # the entry, which must come first; a precompiled header has to be a source's first include.
    if(ROBODASH_TEST_PCH)
        # Which of the two shared headers (tests/support) is known once the program has all
        # its classes' libraries: at the end of the configure. (EVAL: a deferred call would
        # read ${program} only when it runs.)
        cmake_language(EVAL CODE "cmake_language(DEFER DIRECTORY [[${PROJECT_SOURCE_DIR}]]
                       CALL robodash_test_program_reuse_pch [[${program}]])")
    else()
        target_compile_options(${program} PRIVATE
            "SHELL:-include ${PROJECT_SOURCE_DIR}/tests/support/TestProgramEntry.h")
    endif()
    robodash_use_test_program_flags(${program})
    target_link_libraries(${program} PRIVATE robodash_test_program)
    if(ROBODASH_TEST_UNITY)
        set_target_properties(${program} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE BATCH UNITY_BUILD_BATCH_SIZE 8)
        # GCC warns of a class that holds a file-local type when the class is not in the main
        # source, which is every test class in a batch; each file's types stay its own.
        target_compile_options(${program} PRIVATE $<$<CXX_COMPILER_ID:GNU>:-Wno-subobject-linkage>)
    endif()
endfunction()

# The test code's own optimisation (scripts/test: -O0; the libraries it tests keep the build's):
# the code under test is where the time of a run goes, not the test's own code. The programs
# and the owners of their precompiled headers must have the same flags, so both take them here.
function(robodash_use_test_program_flags target)
    separate_arguments(programFlags UNIX_COMMAND "${ROBODASH_TEST_PROGRAM_FLAGS}")
    target_compile_options(${target} PRIVATE ${programFlags})
endfunction()

# The precompiled header a program shares: the Qt Widgets one if its libraries bring Qt
# Widgets, else the Qt Core one. Compiling it once for all programs instead of once a program
# saves about 20 s of compiler time a program (16 of them). GCC uses a precompiled header only
# where every macro it tested is defined the same way: QT_WIDGETS_LIB and QT_GUI_LIB decide
# the kind, and Qt Test's per-folder QT_TESTCASE_* paths are switched off (CMakeLists.txt).
#
# A program whose libraries define a macro the system or Qt headers test (Debian 13's Fast DDS
# adds -D_FILE_OFFSET_BITS=64, which glibc's headers test) cannot use a shared header: it sets
# the target property ROBODASH_TEST_OWN_PCH and gets one of its own.
function(robodash_test_program_reuse_pch program)
    get_target_property(ownHeader ${program} ROBODASH_TEST_OWN_PCH)
    if(ownHeader)
        target_precompile_headers(${program} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support/TestProgramHeaders.h)
        return()
    endif()
    robodash_links_qt_widgets(${program} usesWidgets)
    if(usesWidgets)
        target_precompile_headers(${program} REUSE_FROM robodash_test_pch_widgets)
    else()
        target_precompile_headers(${program} REUSE_FROM robodash_test_pch_core)
    endif()
endfunction()

# Sets RESULT to whether TARGET's sources see Qt Widgets: through its own libraries or what
# they pass on (INTERFACE_LINK_LIBRARIES; a $<LINK_ONLY:...> one passes on no headers).
function(robodash_links_qt_widgets target result)
    get_target_property(pending ${target} LINK_LIBRARIES)
    set(seen "")
    set(found FALSE)
    while(pending)
        list(POP_FRONT pending current)
        if(current IN_LIST seen OR NOT TARGET ${current})
            continue()
        endif()
        list(APPEND seen ${current})
        if(current MATCHES "^Qt6?::Widgets$")
            set(found TRUE)
            break()
        endif()
        get_target_property(libraries ${current} INTERFACE_LINK_LIBRARIES)
        if(libraries)
            list(APPEND pending ${libraries})
        endif()
    endwhile()
    set(${result} ${found} PARENT_SCOPE)
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
