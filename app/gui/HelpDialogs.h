#pragma once
// The Help menu's dialogs.

class QString;
class QWidget;

// The shortcuts table the Keyboard shortcuts dialog shows (rich text).
QString keyboardShortcutsHtml();

void showKeyboardShortcuts(QWidget *parent);
void showAboutRoboDash(QWidget *parent);
