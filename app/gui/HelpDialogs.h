#pragma once
// The Help menu's dialogs.

class QWidget;

void showKeyboardShortcuts(QWidget *parent);
void showAboutRoboDash(QWidget *parent);
