"""The heavy jobs on a Dask cluster (the optional extra ``cluster``): ``jobs`` (a session on a scheduler or a
local cluster, tasks submitted and their results as they come) and ``progress`` (done and total, the rate and
the time left on standard error).  Nothing of the window nor of the duels imports this layer; ``distributed``
itself is imported only when a session starts."""
