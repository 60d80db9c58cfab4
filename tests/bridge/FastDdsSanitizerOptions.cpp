// Linked into every program that runs the Fast DDS peer.
//
// Debian's Fast DDS 2.9.1 deletes its statistics writers through a base class of another size
// (StatisticsWriterImpl, inside libfastrtps, whenever a participant's entities are deleted):
// AddressSanitizer's new-delete-type-mismatch check is about that library, not this code, and
// is off for these programs only. ASAN_OPTIONS from the environment still apply.
extern "C" const char *__asan_default_options()
{
    return "new_delete_type_mismatch=0";
}
