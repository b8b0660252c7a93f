// fmt's compiled part, built into the program when it links its C++ runtime
// statically (CARCASSONNE_STATIC_RUNTIME): Debian ships fmt 9 as headers and a
// shared library only, and the shared one would bring libstdc++.so back in.
// The definitions come from fmt's own <fmt/format-inl.h>; the templates that
// <fmt/format.h> declares but does not define are instantiated here, for char.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {

template FMT_API auto dragonbox::to_decimal(float x) noexcept -> dragonbox::decimal_fp<float>;
template FMT_API auto dragonbox::to_decimal(double x) noexcept -> dragonbox::decimal_fp<double>;
template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;
template FMT_API void buffer<char>::append(const char*, const char*);
template FMT_API void vformat_to(buffer<char>&, string_view,
                                 basic_format_args<FMT_BUFFER_CONTEXT(char)>, locale_ref);

}  // namespace detail
FMT_END_NAMESPACE
