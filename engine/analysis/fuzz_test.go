package analysis

import (
	"encoding/json"
	"reflect"
	"testing"
)

// A cache file is read back without panicking whatever it holds, and what
// is accepted writes and reads back the same.
func FuzzReportFile(f *testing.F) {
	f.Add([]byte(`{"version":1,"rule":"freestyle","size":15,"moves":"h8","depth":6,"positions":[{"score":10,"black":0.5,"best":"h8","line":"h8i9"},{"score":0,"black":0.4,"win":"vcf"}],"graded":[{"drop":0.1}]}`))
	f.Add([]byte(`{"rule":"renju","size":99}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var rf reportFile
		if json.Unmarshal(data, &rf) != nil {
			return
		}
		r, err := rf.report()
		if err != nil {
			return
		}
		enc, err := fileOf(r).encode()
		if err != nil {
			t.Fatal(err)
		}
		var back reportFile
		if err := json.Unmarshal(enc, &back); err != nil {
			t.Fatal(err)
		}
		r2, err := back.report()
		if err != nil || !reflect.DeepEqual(r, r2) {
			t.Fatalf("round trip: %v\n%+v\n%+v", err, r, r2)
		}
	})
}
