#pragma once
// Entry points of robodash-cli's subcommands, one source file each. argv[0] is the
// subcommand's own name; each returns the process exit code and handles --help itself.

int runDecodeCommand(int argc, char **argv);
int runEncodeCommand(int argc, char **argv);
int runSimCommand(int argc, char **argv);
int runMonitorCommand(int argc, char **argv);
int runExportCommand(int argc, char **argv);
int runRecordCommand(int argc, char **argv);
int runRecoverCommand(int argc, char **argv);
int runBridgeCommand(int argc, char **argv);
int runSelfTestCommand(int argc, char **argv);
int runKeystoreCommand(int argc, char **argv);
int runDiscoverCommand(int argc, char **argv);
