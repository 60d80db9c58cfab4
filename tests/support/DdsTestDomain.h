#pragma once
// A DDS domain that no other test program on this machine uses while this one runs.
//
// Tests that put robots on the network run at once (ctest -j), and a domain shared by two of
// them mixes their robots: a Rover Pro under its vendor's names listens on the global
// `cmd_vel`, where another test's robot may write (the likely cause of a drive test's stop
// seen in CI on Debian 13). A domain chosen from the process id collided about once in 120
// pairs; a lock per domain cannot.

namespace robodash::testprogram {

class DdsTestDomain {
public:
    // A domain from 100 to 229 held by this process until it ends (the kernel lets go of the
    // lock with the process, also when it crashes); each call gives another one.
    static int reserve();

private:
    static bool tryLock(int domain);
};

}  // namespace robodash::testprogram
