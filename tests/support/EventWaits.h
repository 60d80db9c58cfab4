#pragma once
// How long a test waits for an event it needs: a window shown or activated, a reading, a
// banner, a command reaching a twin. A wait ends as soon as its event happens, so its bound
// costs nothing when the test passes; the bound is long because CI runs as many sanitized test
// programs as the machine has cores, on two cores, next to twins streaming at 50 Hz (issue 37:
// five seconds was missed there by tests that pass alone).

namespace robodash::waits {

constexpr int kEventMs = 20000;

}  // namespace robodash::waits
