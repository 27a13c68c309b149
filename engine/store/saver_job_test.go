package store

import (
	"errors"
	"path/filepath"
	"testing"
)

func TestSaverRunsJobsAfterQueuedWritesAndReportsThem(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, BestFile)
	s := NewSaver()
	s.Save(path, []byte("x"))
	var sawFile bool
	s.Run("check", func() (string, error) {
		_, err := filepath.Glob(path)
		sawFile = err == nil
		return "made.sgf", nil
	})
	fail := errors.New("no space")
	s.Run("broken", func() (string, error) { return "", fail })
	s.Run("bug", func() (string, error) { panic("boom") })
	outs := s.Close()
	if len(outs) != 4 || outs[0].Job != "" || outs[1].Job != "check" || outs[1].Path != "made.sgf" || outs[1].Err != nil {
		t.Fatalf("outcomes %+v", outs)
	}
	if !errors.Is(outs[2].Err, fail) || outs[3].Job != "bug" || outs[3].Err == nil {
		t.Fatalf("failures not reported: %+v", outs)
	}
	if !sawFile {
		t.Fatal("the job did not run")
	}
}
