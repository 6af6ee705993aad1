package results

import "strings"

// Unstable returns the rows a results file of the measuring engine marks as
// unstable, by name ("Slider/impl=sissy/piece=rook/load=random"), with the
// reason: its "unstable:" configuration line, "ROW (reason); ROW (reason)".
// It is empty for a file without the line (every file written before the
// engine).
func Unstable(config map[string]string) map[string]string {
	out := map[string]string{}
	for _, item := range strings.Split(config["unstable"], "; ") {
		name, why, ok := strings.Cut(strings.TrimSpace(item), " (")
		if !ok || name == "" {
			continue
		}
		out[name] = strings.TrimSuffix(why, ")")
	}
	return out
}
