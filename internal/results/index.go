package results

// implRows returns the rows of s with the base name bench and the key
// impl=impl, in file order, from an index built on the first call: the
// summary looks up one technique's median per piece and load, and a scan
// of every row each time was quadratic in the rows (issue 22 defect 10: a
// file of 760,000 names ran for minutes). The index is not safe for
// concurrent first use.
func (s *Set) implRows(bench, impl string) []Row {
	if s.byImpl == nil {
		s.byImpl = map[string][]Row{}
		for _, r := range s.Rows {
			if v, ok := r.Keys["impl"]; ok {
				k := r.Bench + "\x00" + v
				s.byImpl[k] = append(s.byImpl[k], r)
			}
		}
	}
	return s.byImpl[bench+"\x00"+impl]
}
