#pragma once
// How a virtual robot's battery pack falls short, whatever its chemistry: its internal
// resistance (the world's imperfections, or the family's own figure) sags the terminal voltage
// with the current drawn, and the hardware faults add a worn pack's resistance or kill one of
// its cells in series. Each family's battery model keeps its charge and asks this for volts.

#include "sim/core/HardwareFaults.h"

namespace robodash::sim {

class BatteryHealth {
public:
    // 0 ohms: an ideal pack whose voltage never sags.
    BatteryHealth(double internalOhms, int cellsInSeries);

    void applyFaults(const HardwareFaults &faults);  // worn pack, dead cell
    double internalOhms() const { return m_internalOhms + m_extraOhms; }
    bool deadCell() const { return m_deadCell; }
    int cellsInSeries() const { return m_cells; }

    // What a healthy pack's open-circuit voltage becomes with the faults.
    double openCircuitVolts(double healthyVolts) const;
    // At the terminals with `dischargeAmperes` drawn (< 0 while charging).
    double terminalVolts(double healthyOpenCircuitVolts, double dischargeAmperes) const;
    // The healthy open-circuit voltage that reads `terminalVolts` under that load.
    double healthyVoltsFor(double terminalVolts, double dischargeAmperes) const;

private:
    double m_internalOhms;
    int m_cells;
    double m_extraOhms = 0;
    bool m_deadCell = false;
};

}  // namespace robodash::sim
