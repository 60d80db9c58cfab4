#pragma once
// Where a save dialog opens: the folder the user last saved or opened a file in (remembered
// across sessions), else the Documents folder (home when there is none); never the folder the
// program happened to be started from.

#include <QString>

class SaveFolder {
public:
    static QString folder();
    // `fileName` in folder(): what a save dialog offers.
    static QString suggest(const QString &fileName);
    // The folder of a file the user chose, for the next dialog.
    static void remember(const QString &chosenPath);
};
