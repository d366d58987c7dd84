// A Gatsby plugin has no browser code here; Gatsby requires the file to exist.
