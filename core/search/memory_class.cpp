#include "search/memory_class.h"

#include "i18n/i18n.h"
#include "search/search.h"

namespace psa {

MemoryClass memoryClass(double memoryBytes, double capacityBytes, double headroom, double riskyHeadroom)
{
    if (!(memoryBytes <= capacityBytes * (1.0 - headroom))) // NaN does not fit
        return MemoryClass::DoesNotFit;
    return memoryBytes > capacityBytes * (1.0 - riskyHeadroom) ? MemoryClass::Risky : MemoryClass::Fits;
}

MemoryClass memoryClass(const Estimate& e, double headroom, const Profile& p)
{
    if (!e.valid)
        return MemoryClass::DoesNotFit;
    return memoryClass(e.memory.total(), e.capacity_bytes, headroom, p.memory_error_p90);
}

MemoryClass memoryClassOf(const Candidate& c)
{
    return !c.fits ? MemoryClass::DoesNotFit : c.risky ? MemoryClass::Risky : MemoryClass::Fits;
}

const char* memoryClassKey(MemoryClass c)
{
    switch (c) {
    case MemoryClass::Fits:
        return "fits";
    case MemoryClass::Risky:
        return "risky";
    case MemoryClass::DoesNotFit:
        break;
    }
    return "does_not_fit";
}

std::string memoryClassName(MemoryClass c)
{
    switch (c) {
    case MemoryClass::Fits:
        return i18n::translate("psa::Report", "fits");
    case MemoryClass::Risky:
        return i18n::translate("psa::Report", "risky");
    case MemoryClass::DoesNotFit:
        break;
    }
    return i18n::translate("psa::Report", "does not fit");
}

} // namespace psa
