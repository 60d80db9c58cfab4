# What `cmake --install` puts where, and the Debian package built from it by CPack
# (scripts/package): both programs in /usr/bin, the desktop entry and icon for the
# application menu, and the udev rule that gives the Kobuki /dev/kobuki.
include(GNUInstallDirs)
install(TARGETS robodash robodash-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/resources/robodash.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/robodash.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
# /usr/lib/udev/rules.d: read by udev on every Debian 12 system.
install(FILES ${PROJECT_SOURCE_DIR}/packaging/60-robodash-kobuki.rules DESTINATION lib/udev/rules.d)
# The manual and its pictures, which Help > User manual opens (../share/doc/robodash from bin/).
install(FILES ${PROJECT_SOURCE_DIR}/docs/MANUAL.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/robodash)
# The manual's pictures (manual/*.png, linked from MANUAL.md), so Help > User manual shows them.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/manual DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/robodash)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/robodash
        FILES_MATCHING PATTERN "*.png")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME robodash)
set(CPACK_PACKAGE_VENDOR RoboDash)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Drive a serial robot base and watch all of its sensors live")
set(CPACK_PACKAGE_DESCRIPTION
    "RoboDash drives a Kobuki (TurtleBot 2) base from a laptop without ROS and shows every\n\
sensor it reports: bumpers, cliffs, wheel drops, dock IR, gyro, battery, motor currents and\n\
inputs. A built-in virtual Kobuki speaks the real protocol, so it works with no robot.\n\
robodash-cli monitors, records, decodes and exports without a display.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# One package per release, each with that release's dependencies: the version carries the
# release it was built on (0.1.0~deb12, 0.1.0~deb13), and so does the file name
# (robodash_<version>~deb12_<arch>.deb). "~" sorts before anything, so a later upstream
# version always upgrades.
set(robodashOsId "")
set(robodashOsVersion "")
set(robodashOsCodename "")
if(EXISTS /etc/os-release)
    file(STRINGS /etc/os-release osRelease REGEX "^(ID|VERSION_ID|VERSION_CODENAME)=")
    foreach(line ${osRelease})
        string(REGEX REPLACE "^([A-Z_]+)=\"?([^\"]*)\"?$" "\\2" value "${line}")
        if(line MATCHES "^ID=")
            set(robodashOsId "${value}")
        elseif(line MATCHES "^VERSION_ID=")
            set(robodashOsVersion "${value}")
        elseif(line MATCHES "^VERSION_CODENAME=")
            set(robodashOsCodename "${value}")
        endif()
    endforeach()
endif()
if(robodashOsId STREQUAL "debian")
    set(robodashOsId deb)
endif()
set(CPACK_DEBIAN_PACKAGE_VERSION "${PROJECT_VERSION}")
if(robodashOsId AND robodashOsVersion)
    string(APPEND CPACK_DEBIAN_PACKAGE_VERSION "~${robodashOsId}${robodashOsVersion}")
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # robodash_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "RoboDash developers <robodash@localhost>")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)   # Depends: from the libraries the programs link
# ... plus what Qt loads as a plugin, which no scan of the programs can see: the SVG image
# plugin draws the window icon. Debian 12 has it in libqt6svg6; from Debian 13 on it is a
# package of its own.
if(robodashOsCodename STREQUAL "bookworm")
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
else()
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-svg-plugins")
endif()
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${PROJECT_SOURCE_DIR}/packaging/postinst
                                       ${PROJECT_SOURCE_DIR}/packaging/postrm)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
