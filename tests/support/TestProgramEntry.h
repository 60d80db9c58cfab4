#pragma once
// Included first into every source of a test program (cmake/RoboDashTesting.cmake, -include):
// QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN keep what they set up (the
// application, the test object, the source path) but register it under the file's name
// instead of defining main(); TestProgramMain.cpp runs the one a program is asked for.
// A system header: the macro below is Qt's own, with the same variadic form.
#pragma GCC system_header

#include "TestRegistry.h"

#include <QtTest/qtest.h>

#ifndef QTEST_MAIN_WRAPPER
#error "Qt's qtest.h no longer defines QTEST_MAIN_WRAPPER: tests/support/TestProgramEntry.h needs its new form"
#endif
#undef QTEST_MAIN_WRAPPER
#define QTEST_MAIN_WRAPPER(TestObject, ...)                                                        \
    static int robodashRunTest_##TestObject(int argc, char *argv[])                                \
    {                                                                                              \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                         \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    static const bool robodashTestRegistered_##TestObject =                                        \
        robodash::testprogram::TestRegistry::add(__FILE__, &robodashRunTest_##TestObject);
