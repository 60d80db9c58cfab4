#!/usr/bin/python3
# Makes ./keystore with sros2's own code (github.com/ros2/sros2, the sros2 Python package),
# exactly what these commands of a ROS 2 installation do:
#   ros2 security create_keystore keystore
#   ros2 security create_enclave keystore /lab/tb1
#   ros2 security create_enclave keystore /lab/driver
#   ros2 security create_enclave keystore /lab/watcher
#   ros2 security create_permission keystore /lab/watcher watcher.policy.xml
# Each verb is one call of sros2.keystore (create_keystore, create_enclave, create_permission),
# made here directly: ros2cli's argument parsing is all the verbs add.
#
# Without ROS installed, sros2 imports three things it cannot find; they are stood in for
# below, and nothing else of sros2 is changed:
#   ament_index_python.get_package_share_directory('sros2'): where sros2's own share folder
#       is (sros2/__init__.py looks there for xml_cache/xhtml-cache.xml): the checkout's
#       sros2/ folder, which holds that very xml_cache.
#   rclpy.validate_namespace.validate_namespace and rclpy.exceptions.InvalidNamespaceException:
#       create_enclave's check of the enclave's name; rmw's namespace rules, restated below.
#   rclpy.utilities.get_rmw_implementation_identifier: decides whether permissions also grant
#       ros_discovery_info; answers $RMW_IMPLEMENTATION, else rmw_fastrtps_cpp (ROS 2's
#       default rmw; rmw_cyclonedds_cpp gives the same files).
#
# Usage: python3 make_keystore.py SROS2_CHECKOUT OUTPUT_FOLDER
# (needs python3-cryptography and python3-lxml; not used by the tests, which read the result)
import os
import pathlib
import re
import sys
import types

checkout = pathlib.Path(sys.argv[1]).resolve()
output = pathlib.Path(sys.argv[2])
here = pathlib.Path(__file__).resolve().parent
package = checkout / 'sros2'  # the Python package folder (setup.py, sros2/, xml_cache/)

ament_index_python = types.ModuleType('ament_index_python')


def get_package_share_directory(name):
    if name != 'sros2':
        raise LookupError(name)
    return str(package)


ament_index_python.get_package_share_directory = get_package_share_directory
sys.modules['ament_index_python'] = ament_index_python


class InvalidNamespaceException(Exception):
    pass


def validate_namespace(namespace):
    # rmw_validate_namespace: absolute, no trailing or repeated '/', tokens of alphanumerics
    # and '_' that do not start with a digit.
    if namespace == '/':
        return True
    if (not namespace.startswith('/') or namespace.endswith('/')
            or not all(re.fullmatch(r'[A-Za-z_][A-Za-z0-9_]*', token)
                       for token in namespace[1:].split('/'))):
        raise InvalidNamespaceException(f"Invalid namespace '{namespace}'")
    return True


rclpy = types.ModuleType('rclpy')
for name, members in (('exceptions', {'InvalidNamespaceException': InvalidNamespaceException}),
                      ('validate_namespace', {'validate_namespace': validate_namespace}),
                      ('utilities', {'get_rmw_implementation_identifier':
                                     lambda: os.environ.get('RMW_IMPLEMENTATION',
                                                            'rmw_fastrtps_cpp')})):
    module = types.ModuleType('rclpy.' + name)
    module.__dict__.update(members)
    setattr(rclpy, name, module)
    sys.modules['rclpy.' + name] = module
sys.modules['rclpy'] = rclpy

sys.path.insert(0, str(package))
import sros2.keystore  # noqa: E402

sros2.keystore.create_keystore(output)
for enclave in ('/lab/tb1', '/lab/driver', '/lab/watcher'):
    sros2.keystore.create_enclave(output, enclave)
sros2.keystore.create_permission(output, '/lab/watcher', here / 'watcher.policy.xml')
print('\n'.join(sorted(sros2.keystore.get_enclaves(output))))
