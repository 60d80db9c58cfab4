#pragma once
// Help > User manual: docs/MANUAL.md shown in the program, so it reads offline and with no
// browser. Markdown rendered by QTextDocument, its pictures found next to the file.

#include <QDialog>

class QTextBrowser;

class ManualDialog : public QDialog {
    Q_OBJECT
public:
    explicit ManualDialog(QWidget *parent = nullptr);

    // Where the manual is: $ROBODASH_MANUAL, the installed copy
    // (<prefix>/share/doc/robodash/MANUAL.md next to <prefix>/bin), or the source tree's.
    // Empty when none exists.
    static QString findManual();
    // The file shown, empty when no manual was found.
    QString manualPath() const { return m_path; }
    QTextBrowser *browser() const { return m_browser; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;  // the text area's resizes

private:
    // The screenshots are full windows (1600 px and more): as wide as the text, not wider.
    void fitImagesToWidth();

    QString m_path;
    QTextBrowser *m_browser;
};

// Opens the manual (one dialog, raised again when already open).
void showUserManual(QWidget *parent);
