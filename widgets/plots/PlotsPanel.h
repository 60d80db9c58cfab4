#pragma once
// Plots of any field of one robot, as PlotJuggler users expect: the field tree on the left,
// one or more plots on the right (drag fields onto them, or double-click one for the current
// plot), each over time or XY. Pause holds every plot still while readings go on being kept;
// the time cursor is shared; the visible range of the current plot exports as CSV. In a
// replay the cursor is the replay's position, a click in a plot goes there, and "Whole log"
// shows all of it (from the replay's overview, once built). Its layout
// (the plots and their fields) is a JSON object the dashboard keeps per robot, and a file that
// opens on another machine.

#include <QJsonObject>
#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QLabel;
class QLineEdit;
class QSplitter;
class QAction;

namespace robodash::store {
class LogOverview;
class RobotStore;
}

namespace robodash::widgets {

class FieldPlot;
class FieldTree;

class PlotsPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlotsPanel(const store::RobotStore &store, QWidget *parent = nullptr);

    FieldPlot *addPlot();
    void removePlot(FieldPlot *plot);
    const std::vector<FieldPlot *> &plots() const { return m_plots; }
    FieldPlot *currentPlot() const { return m_current; }
    void setCurrentPlot(FieldPlot *plot);
    FieldTree *tree() const { return m_tree; }

    // Puts the field on the current plot (a new plot when there is none).
    void addToCurrentPlot(const QString &path);

    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);

    // The opened replay's whole log (null: none, or not built yet).
    void setOverview(const store::LogOverview *overview);
    // Every time plot shows the whole replayed log (or all the store holds).
    void showWholeLog();

    QJsonObject layout() const;
    // A layout from another robot's family shows its fields as not reported. An empty or
    // unreadable layout leaves one empty plot.
    void applyLayout(const QJsonObject &layout);
    bool saveLayoutFile(const QString &path, QString *error) const;
    bool openLayoutFile(const QString &path, QString *error);

    // A sentence in the panel's own message line (a file that could not be written...).
    QString message() const;

    // Where its file dialogs open: `suggest` a path for a file name, `remember` the chosen
    // one (the dashboard's: the folder last saved in). By default the home folder.
    using SuggestPath = std::function<QString(const QString &fileName)>;
    using RememberPath = std::function<void(const QString &path)>;
    void setFileFolder(SuggestPath suggest, RememberPath remember);

public slots:
    void fieldsChanged();
    void readingsChanged();

signals:
    // The layout changed in a way worth keeping (a field, a plot, a mode).
    void layoutChanged();
    // A click in a plot of a replay: go to `logMs` from the log's start.
    void seekRequested(qint64 logMs);

private:
    QWidget *makeToolBar();
    void exportCsv();
    void saveImage(FieldPlot *plot);
    QString suggestedPath(const QString &fileName) const;
    void saveLayoutAs();
    void openLayout();
    void showMessage(const QString &text, bool problem);
    void shareCursor(FieldPlot *from);
    void followReplay();

    const store::RobotStore &m_store;
    FieldTree *m_tree = nullptr;
    QLineEdit *m_filter = nullptr;
    QSplitter *m_plotSplitter = nullptr;
    QAction *m_pauseAction = nullptr;
    QAction *m_wholeLogAction = nullptr;
    QLabel *m_message = nullptr;
    std::vector<FieldPlot *> m_plots;
    FieldPlot *m_current = nullptr;
    bool m_paused = false;
    bool m_replaying = false;
    const store::LogOverview *m_overview = nullptr;
    SuggestPath m_suggestPath;
    RememberPath m_rememberPath;
};

}  // namespace robodash::widgets
