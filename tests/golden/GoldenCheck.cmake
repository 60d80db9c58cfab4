# cmake -P script behind the tst_golden_* tests: regenerates one kind of output with the
# current build and compares it byte for byte with the golden file in expected/, printing a
# unified diff on mismatch. With ROBODASH_GOLDEN_REGENERATE=1 in the environment it rewrites
# the golden files instead (tests/golden/regenerate; README.md says when that is allowed).
#
# Variables: GOLDEN (decode, export, monitor, sim), CLI (robodash-cli), SIM_DRIVE
# (golden-sim-drive), DATA_DIR (tests/data), EXPECTED_DIR, WORK_DIR (scratch, recreated).

cmake_minimum_required(VERSION 3.21)

set(regenerate OFF)
if("$ENV{ROBODASH_GOLDEN_REGENERATE}" STREQUAL "1")
    set(regenerate ON)
endif()
set(capture ${DATA_DIR}/kobuki-before-seam)
set(mismatches 0)

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# Runs a command in WORK_DIR with its standard output into OUTPUT; any failure ends the test.
function(run_to_file output)
    execute_process(COMMAND ${ARGN} WORKING_DIRECTORY ${WORK_DIR}
                    OUTPUT_FILE ${output} ERROR_VARIABLE stderr RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "'${ARGN}' failed (${status}):\n${stderr}")
    endif()
endfunction()

# Compares ACTUAL with the golden file NAME (relative to EXPECTED_DIR), or rewrites it.
function(check_golden actual name)
    set(expected ${EXPECTED_DIR}/${name})
    if(regenerate)
        get_filename_component(folder ${expected} DIRECTORY)
        file(MAKE_DIRECTORY ${folder})
        file(COPY_FILE ${actual} ${expected})
        message(STATUS "rewrote ${name}")
        return()
    endif()
    if(NOT EXISTS ${expected})
        message(SEND_ERROR "no golden file ${expected} (is ${actual} a new output?)")
        math(EXPR count "${mismatches} + 1")
        set(mismatches ${count} PARENT_SCOPE)
        return()
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${expected} ${actual}
                    RESULT_VARIABLE different)
    if(different)
        # Straight to the output, not through message(), which rewraps long lines.
        execute_process(COMMAND diff -u ${expected} ${actual} COMMAND head -n 300)
        message(SEND_ERROR "${name} differs from the golden file (diff above: - golden, + now)")
        math(EXPR count "${mismatches} + 1")
        set(mismatches ${count} PARENT_SCOPE)
    endif()
endfunction()

# decode of the raw capture: every sub-payload's raw values and the finder's counts.
function(golden_decode)
    run_to_file(${WORK_DIR}/decode.jsonl ${CLI} decode ${capture}.bin)
    check_golden(${WORK_DIR}/decode.jsonl decode.jsonl)
    set(mismatches ${mismatches} PARENT_SCOPE)
endfunction()

# export of LOG into WORK_DIR/NAME: what the command prints, which files it writes and each
# file's bytes, against goldens NAME-stdout.txt, NAME-files.txt and NAME/*. A relative --csv
# keeps the printed paths machine-independent.
function(check_export log name)
    run_to_file(${WORK_DIR}/${name}-stdout.txt ${CLI} export ${log} --csv ${name})
    check_golden(${WORK_DIR}/${name}-stdout.txt ${name}-stdout.txt)
    file(GLOB written RELATIVE ${WORK_DIR}/${name} ${WORK_DIR}/${name}/*)
    list(SORT written)
    string(REPLACE ";" "\n" listing "${written}\n")
    file(WRITE ${WORK_DIR}/${name}-files.txt "${listing}")
    check_golden(${WORK_DIR}/${name}-files.txt ${name}-files.txt)
    foreach(file ${written})
        check_golden(${WORK_DIR}/${name}/${file} ${name}/${file})
    endforeach()
    set(mismatches ${mismatches} PARENT_SCOPE)
endfunction()

# export of the log recorded before the seam (a robot standing still).
function(golden_export)
    check_export(${capture}.rdlog export)
    set(mismatches ${mismatches} PARENT_SCOPE)
endfunction()

# monitor sim: prints values that vary from run to run, so only the field names of each line
# type are pinned: one line per distinct "type: name,name,...", sorted.
function(golden_monitor)
    run_to_file(${WORK_DIR}/monitor.jsonl ${CLI} monitor sim: --duration 4)
    file(READ ${WORK_DIR}/monitor.jsonl text)
    # A ';' inside a message would split a line; names never contain one.
    string(REPLACE ";" "," text "${text}")
    string(REPLACE "\n" ";" lines "${text}")
    set(shapes "")
    foreach(line ${lines})
        string(JSON type GET "${line}" type)
        string(JSON count LENGTH "${line}")
        math(EXPR last "${count} - 1")
        set(names "")
        foreach(index RANGE ${last})
            string(JSON name MEMBER "${line}" ${index})
            list(APPEND names ${name})
        endforeach()
        list(SORT names)
        string(REPLACE ";" "," names "${names}")
        list(APPEND shapes "${type}: ${names}")
    endforeach()
    list(REMOVE_DUPLICATES shapes)
    list(SORT shapes)
    string(REPLACE ";" "\n" shapes "${shapes}\n")
    file(WRITE ${WORK_DIR}/monitor-fields.txt "${shapes}")
    check_golden(${WORK_DIR}/monitor-fields.txt monitor-fields.txt)
    set(mismatches ${mismatches} PARENT_SCOPE)
endfunction()

# The virtual Kobuki driven by a fixed script in simulated time: its trace, the decoded
# feedback it sent, and the export of that feedback as a log (a robot that moves).
function(golden_sim)
    run_to_file(${WORK_DIR}/drive.out ${SIM_DRIVE} ${WORK_DIR}/sim-trace.jsonl
                ${WORK_DIR}/sim-feedback.bin ${WORK_DIR}/sim-drive.rdlog)
    check_golden(${WORK_DIR}/sim-trace.jsonl sim-trace.jsonl)
    run_to_file(${WORK_DIR}/sim-feedback-decode.jsonl ${CLI} decode ${WORK_DIR}/sim-feedback.bin)
    check_golden(${WORK_DIR}/sim-feedback-decode.jsonl sim-feedback-decode.jsonl)
    check_export(${WORK_DIR}/sim-drive.rdlog sim-export)
    set(mismatches ${mismatches} PARENT_SCOPE)
endfunction()

if(GOLDEN STREQUAL "decode")
    golden_decode()
elseif(GOLDEN STREQUAL "export")
    golden_export()
elseif(GOLDEN STREQUAL "monitor")
    golden_monitor()
elseif(GOLDEN STREQUAL "sim")
    golden_sim()
else()
    message(FATAL_ERROR "unknown GOLDEN '${GOLDEN}'")
endif()
if(mismatches GREATER 0)
    message(FATAL_ERROR "${mismatches} output(s) differ from tests/golden/expected; if an issue "
                        "adds these fields on purpose, see tests/golden/README.md")
endif()
