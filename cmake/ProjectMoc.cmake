# moc follows every #include of a file it reads, to learn the macros defined there: through
# Qt's, the C++ library's and Fast DDS's headers that is about a second a file, and a build of
# the tests has some 300 such files (about five minutes of a 2-core machine, in every build,
# because no compiler cache keeps moc's work). None of our classes needs a macro from outside
# the project to be understood (moc knows Q_OBJECT, signals, slots, Q_PROPERTY and the rest of
# its own), so every target's moc runs through a wrapper that passes only the project's include
# folders: 0.05 s a file, and the same output for every file of today's tree (compared when this
# was made: docs/DEVELOPMENT.md). ROBODASH_MOC_ALL_INCLUDES=ON turns the wrapper off.
option(ROBODASH_MOC_ALL_INCLUDES "Give moc every include folder (slower; the wrapper is off)" OFF)

function(robodash_use_project_moc_in directory wrapper)
    get_property(targets DIRECTORY ${directory} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target ${targets})
        get_target_property(automoc ${target} AUTOMOC)
        if(automoc)
            set_property(TARGET ${target} PROPERTY AUTOMOC_EXECUTABLE ${wrapper})
        endif()
    endforeach()
    get_property(subdirectories DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
    foreach(subdirectory ${subdirectories})
        robodash_use_project_moc_in(${subdirectory} ${wrapper})
    endforeach()
endfunction()

function(robodash_use_project_moc)
    if(ROBODASH_MOC_ALL_INCLUDES)
        return()
    endif()
    get_target_property(ROBODASH_QT_MOC Qt6::moc IMPORTED_LOCATION)
    if(NOT ROBODASH_QT_MOC)
        get_target_property(ROBODASH_QT_MOC Qt6::moc LOCATION)
    endif()
    set(wrapper ${PROJECT_BINARY_DIR}/moc-project-includes)
    configure_file(${PROJECT_SOURCE_DIR}/cmake/moc-project-includes.in ${wrapper}
                   FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                    WORLD_READ WORLD_EXECUTE @ONLY)
    robodash_use_project_moc_in(${PROJECT_SOURCE_DIR} ${wrapper})
endfunction()

cmake_language(DEFER DIRECTORY ${PROJECT_SOURCE_DIR} CALL robodash_use_project_moc)
