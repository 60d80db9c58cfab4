#pragma once
// The precompiled header of every test program (cmake/RoboDashTesting.cmake): what nearly every
// test includes and the compiler would otherwise parse again for each of them. Qt only: a
// project header here would rebuild every test of a program when it changes.
#include "TestProgramEntry.h"

#include <QtTest>

// The widgets only where the program's libraries bring Qt Widgets (the protocol's do not).
#if __has_include(<QWidget>)
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidget>
#endif
